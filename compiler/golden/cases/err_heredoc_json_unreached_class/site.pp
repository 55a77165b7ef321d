# Static text is checked when the manifest is validated: a class never declared fails too;
# a second heredoc on the same line as the first is located at its own text.
class unused {
  $x = [@(A:json), @(B:json)]
    [1]
    | A
    {"a":}
    | B
}
notice('never')
