# QA-FORGE-8 (reduction of err_forge8_nftables_simplerule_epp_extra_param): an EPP template's call by name
# assigns only the non-undef arguments to the parameter scope (closure.rb call_by_name_internal) and checks
# what that scope holds: an argument the template does not declare is refused only when its value is not
# undef. So a hash with an undeclared key whose value is undef renders without error.
notice(epp('m/t.epp', { 'action' => 'accept', 'comment' => 'c', 'daddr' => undef }))
notice(epp('m/t.epp', { 'action' => 'drop', 'comment' => undef, 'daddr' => undef, 'set_type' => undef }))
notice(inline_epp('<%- | $a | -%>[<%= $a %>]', { 'a' => 1, 'b' => undef }))
notice(inline_epp('<%- | $a = 5 | -%>[<%= $a %>]', { 'a' => undef, 'zz' => undef }))
