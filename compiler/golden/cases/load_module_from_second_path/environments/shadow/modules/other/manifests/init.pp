class other { notice('other from second path') }
