# Bare Optional and Variant in EPP parameters accept any value: Puppet checks
# template arguments with TypeMismatchDescriber (inferred types, where a bare
# Optional or Variant is assignable from anything), although 1 =~ Optional is
# false. epp('m/a') finds m/templates/a.epp: ".epp" is added to a name that
# is not an existing file; (err_fn_epp_file_without_extension: a template without extension is not found).
$v = 'V'
notice(epp('m/a.epp', { x => 'X' }))
notice(epp('m/a', { x => 'Y', y => [1] }))
notice(template('m/b.erb'))
notice(inline_epp('<%- | Optional $q, Variant $r | -%>q=<%= $q %> r=<%= $r %>', { q => 1, r => 'r' }))
[undef].each |Optional $a| { notice("a=${a}") }
notice(1 =~ Optional)
notice(undef =~ Optional)
notice(1 =~ Variant)
