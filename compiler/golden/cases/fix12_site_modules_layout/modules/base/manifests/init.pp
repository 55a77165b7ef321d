class base { notice('base from modules') }
