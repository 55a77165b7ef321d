class default {}
