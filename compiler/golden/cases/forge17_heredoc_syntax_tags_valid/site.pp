# Heredocs with syntax tags that pass Puppet's checkers (json, data+json, base64, epp, pp,
# an unknown tag, yaml, which has no checker) keep their text as is.
$port = 80
notice(@(EOT:json)
  {"a": [1, 2, {"b": null}]}
  | EOT
)
notice(@("EOT":json)
  {"port": ${port}}
  | EOT
)
notice(@(EOT:data+json)
  "just a string"
  | EOT
)
notice(@(EOT:base64)
  aGVsbG8gd29ybGQ=
  | EOT
)
notice(@(EOT:epp)
  <% if $x { %>yes<% } %>
  | EOT
)
notice(@(EOT:pp)
  notify { 'x': }
  | EOT
)
notice(@(EOT:yaml)
  a: [b
  | EOT
)
notice(@(EOT:whatever+xml)
  <unclosed
  | EOT
)
