class mymod { notice('mymod') }
