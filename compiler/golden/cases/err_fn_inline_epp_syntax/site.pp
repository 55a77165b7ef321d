# A syntax error in inline_epp() text: "inline_epp(): Invalid EPP: " and the error located in
# 'inlined-epp-text', after the warnings logged before it.
notice('before')
$x = inline_epp("line1\n<%= \"\\q\" %>\n<%= 1 + %>")
