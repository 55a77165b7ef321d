# Surprise: Integer.new with radix 16 refuses a bare hex string ('ff'); only '0xff' converts.
notice(Integer('0xff', 16))
notice(Integer('ff', 16))
