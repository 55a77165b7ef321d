# The epp checker's error for an unclosed tag names its position in the text.
$x = @(EOT:epp)
    <%= $a
    | EOT
notice($x)
