# Puppet's arithmetic rule: a String number in hex overflowing (FIX-13 item 2).
notice('0x7fffffffffffffff' + 1)
