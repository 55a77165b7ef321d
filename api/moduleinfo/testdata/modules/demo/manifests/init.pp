class demo {}
