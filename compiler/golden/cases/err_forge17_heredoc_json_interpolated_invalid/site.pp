# An interpolated heredoc tagged json is checked when it is evaluated (the produced text): here the
# value of $port makes it invalid JSON.
$port = 'eighty'
notice('before')
$x = @("EOT":json)
    {"port": ${port}}
    | EOT
notice($x)
