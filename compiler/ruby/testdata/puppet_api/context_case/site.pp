ctxprobe().each |$l| { notice($l) }
