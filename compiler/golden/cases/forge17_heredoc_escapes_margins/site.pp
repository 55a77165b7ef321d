# Heredocs as current modules write configuration snippets: escapes, margins, trimming, interpolation.
$nm = 'web'
$ports = [80, 443]
notice(@("EOT"/tn$)
  server ${nm} {\n\tlisten ${ports[0]};
  \$literal and \\ and \"q\" \s
  | EOT
)
notice(@("EOT"/L)
    one \
    line\
    join
    | EOT
)
notice(@(EOT/u)
  \u2713 \u{1F600} literal ${nm}
  EOT
)
notice(@("EOT")
      deep
    margin
      text
    |- EOT
)
$x = @("EOT":json/t)
    {"a": "\\t", "b": [1, 2]}
    | EOT
notice($x)
notice(@("END"/s))
  spaces\sand ${ports.join(',')} ${ $ports.map |$p| { "p${p}" }.join(' ') }
  | END
notice(@(END/$)
  cost: \$5 and $5
  END
)
notice(@("E")
  %{braces} ${nm}:${facts['os']['family']}
  @("inner") not nested
  |-E
)
notice(@(END))
  trailing spaces kept    
  |-END
notice("${@(E)}".length)
  a
  | E
