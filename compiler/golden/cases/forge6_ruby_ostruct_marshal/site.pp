# QA-FORGE-6: OpenStruct after require 'ostruct' (Punch accepts the require but defines no OpenStruct: NameError) and the
# Marshal.load(Marshal.dump(x)) deep-copy idiom (Marshal missing in Punch's Ruby).
probe::om().each |$l| { notice($l) }
