# QA-FORGE-6: Puppet's Ruby API as module functions use it: Puppet::Util.absolute_path?, TypeParser/TypeCalculator
# (parse, infer, infer_set, instance?, assignable?), scope['facts'], lookupvar (with Puppet's warning for an unknown
# class), function_template, call_function with a block and lookup, environment names, Sensitive/Timestamp/Timespan,
# SemanticPuppet::Version, versioncmp, and the log lines of Puppet.warning/notice/info/debug/err, deprecation_warning,
# warn_once (once), scope.warning. Missing API: forge6_ruby_puppet_api_missing.
probe::api().each |$l| { notice($l) }
