class known { notice('known') }
