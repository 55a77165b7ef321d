# Hiera's hocon_data over a text with an unterminated string: ruby-hocon's problem token reaches its parser,
# whose message names it ("Expecting a value but got wrong token: '\n' (JSON does not allow unescaped ...").
notice(lookup('app'))
