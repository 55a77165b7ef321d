class localmod {}
