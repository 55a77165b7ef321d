# A heredoc tagged json is checked by Puppet's JSON syntax checker when the manifest is
# validated (static text); modules use it for JSON config snippets.
$x = @(EOT:json)
    {"servers": ["a", "b",]}
    | EOT
notice($x)
