class tools::other { notice('other') }
