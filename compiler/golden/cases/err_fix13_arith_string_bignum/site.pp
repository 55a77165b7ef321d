# Puppet's arithmetic rule: a String number past 64 bits (FIX-13 item 2).
notice('99999999999999999999' + 1)
