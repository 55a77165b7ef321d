# Digest functions.
$r = {
  'md5'    => md5('hello'),
  'sha1'   => sha1('hello'),
  'sha256' => sha256('hello'),
  'empty'  => md5(''),
  'utf8'   => sha1('héllo'),
}
notify { 'digests': message => $r }
