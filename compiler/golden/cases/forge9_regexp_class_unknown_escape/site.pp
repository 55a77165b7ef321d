# Reduction of forge9_choria_kv_bucket: in a bracket class Ruby (Onigmo) ignores an unknown escape
# (\A, \Z, \z, \G, \y) and takes the letter itself; \b there is a backspace.
notice('A' =~ /[\Aa]/)
notice('Z' =~ /^[\Z]$/)
notice('G' =~ /^[\G]+$/)
notice("\b" =~ /[\b]/)
notice('b' =~ /^[\b]$/)
notice('x-Q' =~ /\A[\Aa-z0-9_-]+\Z/)
notice('AbZ' =~ /\A[\Aa-zA-Z0-9_-]+\Z/)
notice('bucket_1' =~ Pattern[/[\Aa-zA-Z0-9_-]+\Z/])
notice(['y', 'yy', 'Y'].filter |$s| { $s =~ /^[\y]+$/ })
$m = 'aAzZ' =~ /([\A\z]+)/
notice($1)
