# QA-FORGE-6: Ruby formatting and String methods as module functions and templates use them (format/sprintf flags,
# widths, named references, Float/Integer rounding and printing, to_s/to_i bases, tr/squeeze/scan/gsub backrefs,
# split edge cases, succ, inspect escapes, to_json/pretty_generate, to_yaml quoting, slicing, case mapping).
# Divergent ones: forge6_ruby_string_methods.
probe::fmt().each |$l| { notice($l) }
