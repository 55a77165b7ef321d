# Escapes in double-quoted strings, and their absence in single-quoted ones.
notify { 'double': message => "tab[\t] cr[\r] nl[\n] space[\s] dollar[\$] quote[\"] squote[\'] backslash[\\] unicode[\u00e9\u{1F600}] unknown[\q]" }
notify { 'single': message => 'tab[\t] squote[\'] backslash[\\] other[\q] dollar[$x]' }
