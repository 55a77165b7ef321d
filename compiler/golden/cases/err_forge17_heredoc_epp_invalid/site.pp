# A heredoc tagged epp is parsed as an EPP template when validated.
$x = @(EOT:epp)
    <% if $a { %>
    open
    | EOT
notice($x)
