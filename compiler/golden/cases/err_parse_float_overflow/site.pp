notice('before')
$big = 1e400
notice($big)
