class good { notice("good") }
