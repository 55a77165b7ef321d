# A heredoc tagged base64 is checked with Base64.strict_decode64.
$x = @(EOT:base64)
    aGVsbG8gd29ybGQ
    | EOT
notice($x)
