# Puppet's arithmetic rule: a String float with e+ (Patterns::NUMERIC allows only e-) (FIX-13 item 2).
notice('1e+3' + 0)
