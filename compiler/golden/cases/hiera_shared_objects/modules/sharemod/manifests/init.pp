class sharemod {}
