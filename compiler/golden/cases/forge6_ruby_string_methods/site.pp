# QA-FORGE-6: String methods whose results differed in Punch's Ruby: String#to_f of '.5' forms, each_line/lines with
# chomp: true, succ across non-alphanumerics ('1.9' -> '2.0'), upcase(:turkic), String#[]= with a Regexp (and
# capture), start/length and Range (Punch: not supported).
probe::str().each |$l| { notice($l) }
