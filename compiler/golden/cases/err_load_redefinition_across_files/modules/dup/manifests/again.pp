class dup::again { notice('second') }
