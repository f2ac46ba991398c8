// Structured logs are asserted where they matter; elsewhere they only bury test output. LOG_TESTS=1 shows them.
if (!process.env.LOG_TESTS) process.env.LOG_LEVEL = 'SILENT';
// Development runs on Node 20.19+ (Lambda runs Node 22); the SDK's notice about its 2027 Node 22 floor is
// in the README, not repeated in every worker.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
