// Starts DynamoDB Local listening on 127.0.0.1 only. DynamoDB Local has no host flag and binds every
// interface; this single-file launcher (run as `java -cp <jar>:<lib>/* Launcher.java <args>`, no compile
// step) builds the server from the usual command-line arguments, sets the host of each Jetty connector
// before start, then starts it. Architecture brief §4.
import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

public class Launcher {
  public static void main(String[] args) throws Exception {
    String host = System.getProperty("dynamodb.host", "127.0.0.1");
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    int bound = 0;
    for (Connector connector : server.getConnectors()) {
      if (connector instanceof ServerConnector serverConnector) {
        serverConnector.setHost(host);
        bound++;
      }
    }
    if (bound == 0) {
      throw new IllegalStateException("DynamoDB Local exposes no ServerConnector to bind to " + host);
    }
    proxy.start();
    System.out.println("DynamoDB Local listening on " + host);
  }
}
