notice($shared)
$shared = 'b'
