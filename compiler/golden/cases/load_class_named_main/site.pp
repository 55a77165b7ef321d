class main { notice('mine') }
