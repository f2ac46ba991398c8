// Starts DynamoDB Local listening on 127.0.0.1 only and answering only requests addressed to this machine's
// own names. DynamoDB Local has no host flag and binds every interface, and it answers any Host header, which
// lets a web page reach it through DNS rebinding. This single-file launcher (run as
// `java -cp <jar>:<lib>/* Launcher.java <args>`, no compile step) builds the server from the usual
// command-line arguments, sets the host of each Jetty connector and wraps Jetty's handler in a Host check
// before start, then starts it. The allowed names come from local/shared/host-check.ts (system property
// `local.hostNames`), the rule every other listener of the local stack applies.
import java.lang.reflect.Field;
import java.util.List;
import java.util.Locale;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
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
    List<String> names = List.of(System.getProperty("local.hostNames", "localhost,127.0.0.1").split(","));
    server.setHandler(new HostCheck(server.getHandler(), names));
    proxy.start();
    System.out.println("DynamoDB Local listening on " + host);
  }

  /** Answers 421 to a request whose Host is not one of `names`, alone or with the port it arrived on. */
  static final class HostCheck extends Handler.Wrapper {
    private final List<String> names;

    HostCheck(Handler inner, List<String> names) {
      super(inner);
      this.names = names;
    }

    boolean allowed(String host, int port) {
      if (host == null) return false;
      String value = host.toLowerCase(Locale.ROOT);
      int colon = value.lastIndexOf(':');
      if (colon >= 0) {
        if (!value.substring(colon + 1).equals(String.valueOf(port))) return false;
        value = value.substring(0, colon);
      }
      return names.contains(value);
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
      if (allowed(request.getHeaders().get(HttpHeader.HOST), Request.getLocalPort(request))) {
        return super.handle(request, response, callback);
      }
      response.setStatus(421);
      response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain; charset=utf-8");
      Content.Sink.write(response, true, System.getProperty("local.hostRefusal", "Unknown host") + "\n", callback);
      return true;
    }
  }
}
