# inline_epp() parses its text as the file 'inlined-epp-text': the lexer's warnings are logged
# at every call (not once), located in that file; so are the template's evaluation warnings.
$t = "a <%= \"x\\qy\" %> b\n<%= \$nosuch %>"
notice(inline_epp($t))
notice(inline_epp($t))
file { '/tmp/epp': content => inline_epp('<%= "\d" %>') }
