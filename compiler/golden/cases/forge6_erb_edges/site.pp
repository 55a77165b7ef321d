# QA-FORGE-6: ERB edge cases as module templates have them: <%# %> and <%-# -%> comments, <%% literal (and %%> kept),
# '-' trimming around loops with indentation, '%' + '>' in a string, undefined @var as nil, scope.lookupvar/scope[]/@var,
# scope.call_function, has_variable?, values' inspect (Float 1.50 prints 1.5, Sensitive's class), tabs, CRLF template
# lines with -%>, trailing spaces, inline_template.
include probe
