# Template idioms of current Forge modules (QA-FORGE-3): ERB with scope['::x'], scope.lookupvar, scope.call_function,
# scope.function_join (stdlib 8's 3.x join.rb: see err_forge3_erb_function_4x_only without it), to_json/to_yaml,
# inspect of mixed values, a Sensitive class parameter; EPP with parameters, defaults, comments and trimming;
# inline_epp/inline_template; stdlib::to_json_pretty; assert_type with a block.
include tm
