# Collecting virtual defined-type instances evaluates their bodies; queries match their params.
define site($port = 80) { notify { "site ${title} on ${port}": } }
@site { 'a': port => 8080 }
@site { 'b': }
@site { 'c': port => 8080 }
Site <| port == 8080 |>
