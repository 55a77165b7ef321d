# QA-FORGE-6: JSON and YAML (Psych) APIs as module functions call them: parse with duplicate keys, big integers,
# symbolize_names, allow_nan, parse errors, generate/pretty_generate/dump, ascii_only/script_safe, Float printing,
# safe_load with aliases/permitted_classes/symbolize_names and its refusals, YAML 1.1 scalars (dates, yes, 0o17,
# 0x1f, 1_000), block scalars, to_yaml options. JSON.generate with indent/object_nl: forge6_ruby_json_generate_options.
probe::js().each |$l| { notice($l) }
