# The same refusal for interpolated text: raised when the heredoc is evaluated, so it is
# located at the heredoc as an evaluation error.
$v = 'x'
$x = @("EOT":foo+pp)
    notify { '${v}': }
    | EOT
notice($x)
