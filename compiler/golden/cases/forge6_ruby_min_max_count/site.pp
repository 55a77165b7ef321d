# QA-FORGE-6: min_by/max_by/min/max with a count (the n smallest or largest, as an Array), as module functions pick
# the shortest names or the largest values: Punch's Ruby ignored the count (min_by(3) gave one element).
probe::mm().each |$l| { notice($l) }
