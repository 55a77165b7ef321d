# The pp checker parses and validates: a duplicated parameter is its error, with the
# position inside the heredoc's text.
$x = @(EOT:pp)
    class a($x, $x) {}
    | EOT
notice($x)
