# Puppet's heredoc syntax checkers on valid text: data+json is json's checker, base64
# drops blanks, line breaks and '?' before strict decoding, an empty base64 text is valid,
# pp and epp texts are parsed (with a heredoc of their own inside), yaml and unknown tags
# have no checker.
$a = @(EOT:data+json)
  {"a": [1, 2.5, null, "x\u00e9"]}
  | EOT
$b = @(EOT:base64)
  aGVs?bG8g
  d29y bGQ=
  | EOT
$c = @(EOT:base64)
  | EOT
$d = @(EOT:pp)
  $t = @(INNER:json)
    [1]
    | INNER
  notify { 'n': message => $t }
  | EOT
$e = @(EOT:epp)
  <%- | $x = 1 | -%>
  <%= $x %>
  | EOT
$f = @(EOT:yaml)
  a: [
  | EOT
$g = @(EOT:jsonish)
  [1,
  | EOT
notice([$a, $b, $c, $d, $e, $f, $g])
