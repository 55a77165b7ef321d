# Puppet's arithmetic rule: a String float modulo (FIX-13 item 2).
notice('5.5' % 2)
