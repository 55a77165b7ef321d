class environment { notice('module environment') }
