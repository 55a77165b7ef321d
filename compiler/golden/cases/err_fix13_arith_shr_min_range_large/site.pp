# Puppet's arithmetic rule: a right shift of a negative number by -70000 (FIX-13 item 2).
notice(-1 >> -70000)
