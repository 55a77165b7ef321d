notice('fine')
$x = "unterminated
notice($x)
