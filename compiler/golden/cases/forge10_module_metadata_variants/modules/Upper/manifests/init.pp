class upper { notice("upper") }
